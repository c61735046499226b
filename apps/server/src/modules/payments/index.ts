export { claimMobileMoneyReference, tieReferenceToInstalment } from './mobile-money-references.ts';
