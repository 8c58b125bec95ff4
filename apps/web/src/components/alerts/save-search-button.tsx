import { useState } from 'react';
import type { TSavedSearchInput } from '@galim/shared/alerts/schemas';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import { useSaveSearch } from '../../lib/queries/alerts';
import { AlertDialogButton } from './alert-dialog-button';

/**
 * "שמירת חיפוש והתראה": saves the list's current filters: a board list's (the same keys as its
 * URL), or a kind of gear's (`kind`, its `attributes` filters and the common ones, issue 53).
 */
export function SaveSearchButton({
  filters,
  gear = false,
  loginFrom = '/surfboards',
}: {
  filters: Record<string, unknown>;
  /** A list of gear: the dialog speaks of items, not boards. */
  gear?: boolean;
  /** The list sign-in returns to. */
  loginFrom?: string;
}) {
  const t = alertDialogsTexts.savedSearch;
  const save = useSaveSearch();
  const [name, setName] = useState('');
  return (
    <AlertDialogButton
      label={t.button}
      title={t.dialogTitle}
      loginFrom={loginFrom}
      messages={gear ? { ...t, saved: t.savedGear } : t}
      saving={save.isPending}
      save={() =>
        save.mutateAsync({
          name: name.trim() || undefined,
          filters: Object.fromEntries(
            Object.entries(filters).filter(([, v]) => v),
          ) as TSavedSearchInput['filters'],
        })
      }
      onSaved={() => setName('')}
    >
      <p className="text-slate-700">{gear ? t.explainGear : t.explain}</p>
      <label className="flex flex-col gap-1 text-slate-800">
        {t.nameLabel}
        <input
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          className="rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
    </AlertDialogButton>
  );
}
