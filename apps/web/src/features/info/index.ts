// The info feature's public entry. It has only pages, which the router loads itself, so nothing else
// imports it; the file is here so that every feature has one.
export {};
