// The fixture's standalone page shows nothing: the e2e test reaches its parts only through the shell.
export {};
