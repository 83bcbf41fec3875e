import { useEffect } from 'react';
import { useForm, useWatch, type DefaultValues, type Resolver } from 'react-hook-form';
import { scrParameterValidity } from '@prisme/domain';
import { navigationActions, useLeaveGuard } from '../../../state';
import { useSaveScrGroup } from '../api/save-scr-group';
import { SCR_GROUP_SPECS, type ScrGroup, type ScrGroupValues } from '../api/scr-groups';

export type ValidityListener = (group: ScrGroup, valid: boolean) => void;

/**
 * One group's form: the saved values as defaults; the first change sets the group's
 * changed flag (spec §4); the validity of spec §5 reported to the page; a save that
 * succeeds makes the saved values the new defaults.
 */
export function useGroupForm<G extends ScrGroup>(options: {
  group: G;
  rolename: string;
  saved: ScrGroupValues[G];
  resolver: Resolver<ScrGroupValues[G]>;
  onValidity?: ValidityListener;
}) {
  const { group, rolename, saved, resolver, onValidity } = options;
  const form = useForm<ScrGroupValues[G]>({
    defaultValues: saved as DefaultValues<ScrGroupValues[G]>,
    resolver,
    mode: 'onTouched',
  });
  const save = useSaveScrGroup(group, rolename);
  const { isDirty } = form.formState;
  // Edited and not saved (valid or not): leaving asks first (issue 40).
  useLeaveGuard(isDirty);
  useEffect(() => {
    if (isDirty) navigationActions.parameterChanged(group);
  }, [isDirty, group]);

  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const key = SCR_GROUP_SPECS[group].validityKey;
  const valid = scrParameterValidity({ [key]: values })[key];
  useEffect(() => onValidity?.(group, valid), [onValidity, group, valid]);

  const submit = form.handleSubmit((next) =>
    save.mutate(next, { onSuccess: () => form.reset(next) }),
  );
  return { form, save, submit, valid };
}
