// The dashboard's public entry: its screens as data, each page loaded by the router.
export { dashboardScreens } from './pages.ts';
