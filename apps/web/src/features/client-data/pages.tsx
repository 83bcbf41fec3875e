import { ClientListPage } from './ClientListPage';

/** The five pages of « Données Client » (spec §2), one per list, and « Notations Forcées ». */
export const StrategicParticipationsPage = ({ title }: { title: string }) => (
  <ClientListPage list="strategicParticipations" title={title} />
);
export const LongTermAssetsPage = ({ title }: { title: string }) => (
  <ClientListPage list="longTermAssets" title={title} />
);
export const IntraGroupsPage = ({ title }: { title: string }) => (
  <ClientListPage list="intraGroups" title={title} />
);
export const ConcentrationExclusionsPage = ({ title }: { title: string }) => (
  <ClientListPage list="concentrationExclusions" title={title} />
);
export const PropertyLeveragesPage = ({ title }: { title: string }) => (
  <ClientListPage list="propertyLeverages" title={title} />
);
export const DefaultedLoansPage = ({ title }: { title: string }) => (
  <ClientListPage list="defaultedLoans" title={title} />
);
export const NoteExceptionsPage = ({ title }: { title: string }) => (
  <ClientListPage list="noteExceptions" title={title} />
);
