import { useState } from 'react';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import { useSaveSearch } from '../../lib/queries/alerts';
import { AlertDialogButton } from './alert-dialog-button';

/** "שמירת חיפוש והתראה": saves the list's current filters (the same keys as its URL). */
export function SaveSearchButton({ filters }: { filters: Record<string, string | undefined> }) {
  const t = alertDialogsTexts.savedSearch;
  const save = useSaveSearch();
  const [name, setName] = useState('');
  return (
    <AlertDialogButton
      label={t.button}
      title={t.dialogTitle}
      loginFrom="/surfboards"
      messages={t}
      saving={save.isPending}
      save={() =>
        save.mutateAsync({
          name: name.trim() || undefined,
          filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
        })
      }
      onSaved={() => setName('')}
    >
      <p className="text-slate-700">{t.explain}</p>
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
