import { useEffect, useMemo, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { announcePerimeterChange } from '../../lib/perimeter-channel';
import { useClientRoleStore, useNavigationStore } from '../../state';
import { putSavedPerimeter } from '../../api/saved-perimeter';
import { perimeterRequestOf } from '../../lib/perimeter-request';

/** Several quick changes (a few portfolios ticked in a row) make one save. */
export const SAVE_DELAY_MS = 300;

/**
 * Saves the perimeter on every change (spec §3), debounced, one save at a time and in
 * order (a mutation scope). What the bar showed when it mounted is the saved perimeter
 * (restored at start-up), so only later changes are sent. Once saved, full-page report
 * tabs are told to reload (spec §2).
 */
export function usePerimeterAutosave() {
  const role = useClientRoleStore((state) => state.role?.code ?? null);
  const perimeter = useNavigationStore((state) => state.perimeter);
  const loaded = useNavigationStore((state) => state.perimeterLoaded);
  const request = useMemo(() => perimeterRequestOf(role, perimeter), [role, perimeter]);
  const key = JSON.stringify(request);
  const lastSent = useRef(key);
  const { mutate, isPending, isError } = useMutation({
    mutationFn: putSavedPerimeter,
    onSuccess: announcePerimeterChange,
    scope: { id: 'perimeter-save' },
  });

  useEffect(() => {
    if (!loaded || key === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = key;
      mutate(request);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded, key, request, mutate]);

  return { saving: isPending, failed: isError, retry: () => mutate(request) };
}
