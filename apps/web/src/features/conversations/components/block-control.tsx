import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { useBlocks, useSetBlocked } from '../api/blocks';

const t = conversationsTexts.thread;

/** Blocking the other side of a thread (after a confirmation), or lifting the block. */
export function BlockControl({
  userId,
  name,
  blocked,
}: {
  userId: string;
  name: string;
  blocked: boolean;
}) {
  const toast = useToast();
  const setBlocked = useSetBlocked(userId);
  const [confirming, setConfirming] = useState(false);

  // The promise, not mutate()'s callbacks: in the inbox's blocked list, the refresh takes this
  // row away before the mutation settles, and mutate()'s callbacks would never run.
  const change = (block: boolean) =>
    setBlocked.mutateAsync(block).then(
      () => {
        setConfirming(false);
        toast.success(block ? t.blockedToast : t.unblockedToast);
      },
      () => toast.error(t.blockFailed),
    );

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={setBlocked.isPending}
        onClick={() => (blocked ? change(false) : setConfirming(true))}
      >
        {blocked ? t.unblock(name) : t.block(name)}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.blockConfirmTitle}
        closeLabel={t.cancel}
        size="sm"
      >
        <p className="text-slate-700">{t.blockConfirm}</p>
        <div className="mt-4 flex gap-2">
          <Button variant="danger" disabled={setBlocked.isPending} onClick={() => change(true)}>
            {t.blockAction}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/** The users I blocked, each with a way to lift the block; nothing when there are none. */
export function BlockedList() {
  const blocks = useBlocks();
  const items = blocks.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="blocked-title" className="mt-8">
      <h3 id="blocked-title" className="text-lg font-semibold text-slate-900">
        {t.blockedTitle}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {items.map((u) => (
          <li
            key={u._id}
            className="flex items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <bdi className="font-medium">{u.name}</bdi>
            <BlockControl userId={u._id} name={u.name} blocked />
          </li>
        ))}
      </ul>
    </section>
  );
}
