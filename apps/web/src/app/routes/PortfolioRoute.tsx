import { EnterSimulationButton } from '../../features/simulation/components/EnterSimulationButton';
import { SimulationPage } from '../../features/simulation/SimulationPage';
import { PortfolioPage } from '../../features/transparisation/PortfolioPage';
import { useNavigationStore } from '../../state';

/**
 * « Portefeuille/Simulation » (spec §2): the perimeter's portfolio with « Passer en
 * simulation », or the simulation while simulation mode is on. Composed here so that
 * neither feature imports the other.
 */
export function PortfolioRoute({ title }: { title: string }) {
  const simulationMode = useNavigationStore((state) => state.simulation.simulationMode);
  return simulationMode ? (
    <SimulationPage title={title} />
  ) : (
    <PortfolioPage title={title} actions={<EnterSimulationButton />} />
  );
}
