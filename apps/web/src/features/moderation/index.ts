// Statements of reasons and appeals (issue 29): what other features show.
export { MyAdStatement } from './MyAdStatement.tsx';
export { StatementView } from './StatementView.tsx';
