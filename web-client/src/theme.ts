import { useEffect, useSyncExternalStore } from 'react';

/** Light or dark: the system's preference unless chosen in Settings (kept in this browser only). */
export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'theme';
const listeners = new Set<() => void>();

export function themeChoice(): ThemeChoice {
  const value = globalThis.localStorage?.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}
export function setThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, choice);
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const useThemeChoice = (): ThemeChoice => useSyncExternalStore(subscribe, themeChoice);

/** Puts the choice on <html data-theme>; "system" leaves it to prefers-color-scheme. */
export function useTheme(): void {
  const choice = useThemeChoice();
  useEffect(() => {
    if (choice === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = choice;
  }, [choice]);
}
