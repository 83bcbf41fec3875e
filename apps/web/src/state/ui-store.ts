import { createSessionStore } from './registry';

export interface UiState {
  menuOpen: boolean;
}

/** The menu starts open so every module is in sight after sign-in. */
export const initialUiState: UiState = { menuOpen: true };

export const menuToggled = (state: UiState): UiState => ({ ...state, menuOpen: !state.menuOpen });
/** The menu closes after navigation (spec §2). */
export const navigated = (state: UiState): UiState => ({ ...state, menuOpen: false });

export const useUiStore = createSessionStore<UiState>('ui', initialUiState);

export const uiActions = {
  toggleMenu: () => useUiStore.setState(menuToggled),
  navigated: () => useUiStore.setState(navigated),
};
