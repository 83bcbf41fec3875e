import { ASSETS_SCR_LABEL, type CounterpartySummary } from '@prisme/domain';
import { KpiCard } from '../../../../components/KpiCard';
import { formatEuros } from '../../../../lib/format';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * « SCR des actifs (marché + contrepartie type 1) »: the market SCR and the counterparty
 * charge at the Directive's Annex IV correlation — said to be no BSCR.
 */
export function AssetsScrCard({ assets }: { assets: CounterpartySummary['assets'] }) {
  return (
    <KpiCard
      label={ASSETS_SCR_LABEL}
      value={formatEuros(assets.combined)}
      detail={`Corrélation marché / défaut ${decimal.format(assets.correlation)} (directive, annexe IV) ; diversification ${formatEuros(-assets.diversification)}. Ce n’est pas le BSCR : ni souscription, ni actifs incorporels, ni type 2.`}
    />
  );
}
