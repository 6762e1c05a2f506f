// Public surface of the search feature: the toolbar's search bar (SPEC.md §2 'Search bar').

export { PhoneSearchButton } from './PhoneSearchButton.tsx';
export { SearchBar } from './SearchBar.tsx';
