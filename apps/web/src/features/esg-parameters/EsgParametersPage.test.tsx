import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultThemeWeights, ESG_SUM_MESSAGE, messages } from '@prisme/domain';
import { configureApi } from '../../api/client';
import { initialNavigationState, useClientRoleStore, useNavigationStore } from '../../state';
import { fakeServer, on, requestsTo, type Route } from '../../test/fake-server';
import { apiErrorBody, connectTestApi, json, renderWithQuery } from '../../test/render';
import { EsgParametersPage } from './EsgParametersPage';

const PILLARS = '/api/esg/param-piliers';
const THEMES = '/api/esg/param-themes';
const reads: Route[] = [
  on('GET', '/api/esg/sectors', () =>
    json([
      { codificationType: '*', codificationID: '*', libelleFR: 'Par défaut', libelleEN: 'Default' },
      {
        codificationType: 'NACE',
        codificationID: 'K',
        libelleFR: 'Activités financières',
        libelleEN: 'Financial',
      },
    ]),
  ),
  on('GET', PILLARS, () =>
    json([
      { pilierID: 'E', ratios: 0.4 },
      { pilierID: 'S', ratios: 0.3 },
      { pilierID: 'G', ratios: 0.3 },
    ]),
  ),
  on('GET', THEMES, () => json(defaultThemeWeights())),
];

function renderPage(routes: Route[] = []) {
  const fetchMock = fakeServer([...routes, ...reads]);
  useClientRoleStore.setState({
    role: { code: 'Client.DEMO1', name: 'Démo 1' },
    choices: [],
    status: 'loaded',
  });
  useNavigationStore.setState({ ...initialNavigationState });
  renderWithQuery(<EsgParametersPage title="Paramètres ESG" />);
  return fetchMock;
}
const field = (name: string) => screen.findByRole('textbox', { name });

describe('« Paramètres ESG »', { timeout: 30_000 }, () => {
  beforeEach(() => connectTestApi());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApi(undefined);
  });

  it('checks the pillars’ sum live, then saves them and clears the changed flag', async () => {
    const fetchMock = renderPage([
      on('PUT', PILLARS, (_url, init) => json(JSON.parse(String(init!.body)).piliers)),
    ]);
    fireEvent.change(await field('E — Environnement'), { target: { value: '0,5' } });
    expect(screen.getByRole('alert').textContent).toContain(ESG_SUM_MESSAGE);
    expect(useNavigationStore.getState().parameters.changed.esgPillars).toBe(true);
    const save = screen.getByRole('button', { name: 'Enregistrer les piliers' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(await field('S — Social'), { target: { value: '0,2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(save);
    await waitFor(() =>
      expect(useNavigationStore.getState().parameters.changed.esgPillars).toBe(false),
    );
    const [put] = requestsTo(fetchMock, 'PUT', PILLARS);
    expect(put!.body).toMatchObject({
      userID: 'u1',
      piliers: [
        { pilierID: 'E', ratios: 0.5 },
        { pilierID: 'S', ratios: 0.2 },
        { pilierID: 'G', ratios: 0.3 },
      ],
    });
  });

  it('edits a sector from the default’s weights, offers its reset, and saves only what differs', async () => {
    const fetchMock = renderPage([
      on('PUT', THEMES, (_url, init) => json(JSON.parse(String(init!.body)).themes)),
    ]);
    const sector = await screen.findByRole('combobox', { name: 'Secteur' });
    fireEvent.mouseDown(sector);
    fireEvent.click(await screen.findByRole('option', { name: /^K — / }));
    expect(((await field('Changement climatique')) as HTMLInputElement).value).toBe('0,4');
    expect(screen.queryByRole('button', { name: 'Réinitialiser' })).toBeNull();
    fireEvent.change(await field('Changement climatique'), { target: { value: '0,5' } });
    expect(screen.getByRole('alert').textContent).toContain(ESG_SUM_MESSAGE);
    fireEvent.change(await field('Capital naturel'), { target: { value: '0,1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les thèmes' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', THEMES)).toHaveLength(1));
    const body = requestsTo(fetchMock, 'PUT', THEMES)[0]!.body as {
      roleName: string;
      themes: { codificationID: string; themeID: string; ratios: number }[];
    };
    expect(body.roleName).toBe('Client.DEMO1');
    expect(new Set(body.themes.map((t) => t.codificationID))).toEqual(new Set(['*', 'K']));
    expect(body.themes).toContainEqual(
      expect.objectContaining({ codificationID: 'K', themeID: 'NATURAL_CAPITAL', ratios: 0.1 }),
    );
  });

  it('shows the server’s French reason when a save is refused', async () => {
    renderPage([
      on('PUT', PILLARS, () =>
        json(
          apiErrorBody(
            400,
            'VALIDATION',
            'Poids des piliers non enregistrés : le pilier E manque.',
          ),
          400,
        ),
      ),
    ]);
    fireEvent.change(await field('E — Environnement'), { target: { value: '0,5' } });
    fireEvent.change(await field('S — Social'), { target: { value: '0,2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les piliers' }));
    expect(await screen.findByText(/le pilier E manque/)).toBeTruthy();
  });

  it('says a failed load in French with « Réessayer »', async () => {
    fakeServer([on('GET', PILLARS, () => json(apiErrorBody(500, 'INTERNAL'), 500)), ...reads]);
    renderWithQuery(<EsgParametersPage title="Paramètres ESG" />);
    expect(
      await screen.findByText(messages.esg.pillars.load, {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
