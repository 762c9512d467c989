// Logical path made by +onBeforeRoute from /fr/a-vendre/{city}/{slug}/{id}/ and its siblings.
export default '/property/@id';
