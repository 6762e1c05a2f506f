/**
 * The web app's Lithuanian catalogue. Texts the API also uses come from the contract so both
 * sides say exactly the same; everything else the web shows lives in ./lt.ts. Swapping this
 * module is the single place a second language would plug in (PRODUCT.md).
 */
export { errorMessages, fieldLabels, validationMessages } from '../lib/contract.ts';
export { t } from './lt.ts';
