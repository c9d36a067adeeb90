// A gap in jsdom that the shell's tests meet: window.scrollTo (called on every route change; a no-op keeps test output
// clean).
window.scrollTo = () => undefined;
