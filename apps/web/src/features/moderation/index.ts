// Statements of reasons and appeals: what other features show.
export { MyAdStatement } from './MyAdStatement.tsx';
export { StatementView } from './StatementView.tsx';
