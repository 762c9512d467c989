// Logical path made by +onBeforeRoute from /project/ (§2: /project/?id={id}).
export default '/project/@locale';
