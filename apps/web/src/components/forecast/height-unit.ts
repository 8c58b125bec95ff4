import { useCallback, useSyncExternalStore } from 'react';
import type { HeightUnit } from '@galim/shared/forecast/units';
import { readStorage, writeStorage } from '../../lib/storage';

// The metres/feet choice, remembered in local storage and shared by every forecast view on the
// page (the toggle, the tables, the chart and the best-spots list update together).

const KEY = 'galim.forecastUnit';
const listeners = new Set<() => void>();

function read(): HeightUnit {
  return readStorage(KEY) === 'ft' ? 'ft' : 'm';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHeightUnit(): [HeightUnit, (unit: HeightUnit) => void] {
  const unit = useSyncExternalStore(subscribe, read, () => 'm' as HeightUnit);
  const setUnit = useCallback((next: HeightUnit) => {
    writeStorage(KEY, next);
    listeners.forEach((l) => l());
  }, []);
  return [unit, setUnit];
}
