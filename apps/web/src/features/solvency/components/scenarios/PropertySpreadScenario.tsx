import type { ScrResultPayload } from '@prisme/domain';
import { formatAmount } from '../../../../lib/format';
import { KeyFigures } from './KeyFigures';

type Scenarios = ScrResultPayload['scenarios'];

/** The property shock and the spread charge, each split as the engine gives it. */
export function PropertySpreadScenario({
  property,
  spread,
}: {
  property: Scenarios['property'];
  spread: Scenarios['spread'];
}) {
  return (
    <>
      <KeyFigures
        items={[
          ['SCR immobilier', formatAmount(property.total)],
          ['dont immobilier d’exploitation', formatAmount(property.ownUse)],
          ['dont immobilier avec effet de levier', formatAmount(property.leveraged)],
        ]}
      />
      <KeyFigures
        items={[
          ['SCR spread', formatAmount(spread.bonds + spread.securitisation)],
          ['Obligations et prêts', formatAmount(spread.bonds)],
          ['Titrisations', formatAmount(spread.securitisation)],
        ]}
      />
    </>
  );
}
