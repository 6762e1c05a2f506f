// The alerts feature's public entry; its pages are loaded by the router.
export { SaveSearchButton } from './SaveSearchButton.tsx';
