// Logical path made by +onBeforeRoute from /fr/, /nl/, …: a parameter, so Vike deduces no URL of its own.
export default '/home/@locale';
