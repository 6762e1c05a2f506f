// Public surface of the search feature: the toolbar's search bar (PRODUCT.md §2 'Search bar').

export { PhoneSearchButton } from './PhoneSearchButton.tsx';
export { SearchBar } from './SearchBar.tsx';
