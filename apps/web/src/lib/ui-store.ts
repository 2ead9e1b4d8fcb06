import { createStore, readJson, useStore } from './store.ts';

export const UI_STORAGE_KEY = 'shop.ui';

export interface PageTab {
  path: string;
  titleKey: string;
}

/** Client state of the shell (spec section 3: sidebar, loading, tabs, stage width). */
export interface UiState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  loading: boolean;
  tabs: { active: string; list: PageTab[] };
  stage: 'large' | 'small';
}

function initial(): UiState {
  const saved = readJson<{ opened?: boolean }>(
    typeof localStorage === 'undefined' ? undefined : localStorage,
    UI_STORAGE_KEY,
  );
  return {
    sidebar: { opened: saved?.opened ?? true, withoutAnimation: false },
    loading: false,
    tabs: { active: '', list: [] },
    stage: 'large',
  };
}

export const uiStore = createStore<UiState>(initial(), (value) => {
  // Only the sidebar's open state survives reloads.
  localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ opened: value.sidebar.opened }));
});

export function useUi(): UiState {
  return useStore(uiStore);
}

export const ui = {
  toggleSidebar(): void {
    uiStore.set((s) => ({ ...s, sidebar: { opened: !s.sidebar.opened, withoutAnimation: false } }));
  },
  setSidebar(opened: boolean, withoutAnimation = false): void {
    uiStore.set((s) => (s.sidebar.opened === opened ? s : { ...s, sidebar: { opened, withoutAnimation } }));
  },
  setLoading(loading: boolean): void {
    uiStore.set((s) => (s.loading === loading ? s : { ...s, loading }));
  },
  setStage(stage: UiState['stage']): void {
    uiStore.set((s) => (s.stage === stage ? s : { ...s, stage }));
  },
  /** Tabs are reset on every route change: the list holds the page just opened. */
  resetTabs(tab: PageTab): void {
    uiStore.set((s) => ({ ...s, tabs: { active: tab.path, list: [tab] } }));
  },
  reset(): void {
    localStorage.removeItem(UI_STORAGE_KEY);
    uiStore.set({ ...initial(), sidebar: { opened: true, withoutAnimation: true } });
  },
};
