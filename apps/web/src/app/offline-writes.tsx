import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useToast } from '../components/ui/toast';
import { useAuth } from '../lib/auth/auth-context';
import { hasOfflineWrites, onOfflineWrites } from '../lib/offline-writes-signal';

/**
 * Sends the writes kept while offline (lib/offline-writes.ts) when the connection returns and
 * at each app start, once the session is known; refreshes what they changed and says so once.
 * The queue's code loads only once a write waits: the page that kept one has it already (a like
 * loads it with the heart), so sending needs nothing from the network but the write itself.
 */
export function OfflineWritesReplay() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const userId = status === 'signed-in' ? user?._id : undefined;
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    // Once on, it stays on: the queue emptying as it is sent must not cut the sending short.
    const check = () => {
      if (hasOfflineWrites()) setWaiting(true);
    };
    check();
    return onOfflineWrites(check);
  }, []);

  useEffect(() => {
    if (!userId || !waiting) return;
    let active = true;
    const replay = async () => {
      if (navigator.onLine === false) return;
      // Its code could not load (the connection went again): at the next `online`.
      const queue = await import('../lib/offline-writes').catch(() => null);
      if (!queue) return;
      if (queue.pendingWrites(userId).length === 0) return;
      const sent = await queue.flushWrites(userId);
      if (!active || sent.length === 0) return;
      for (const entry of sent) {
        for (const queryKey of entry.refresh) void queryClient.invalidateQueries({ queryKey });
      }
      toast.success(sent[sent.length - 1]!.sentMessage);
    };
    void replay();
    window.addEventListener('online', replay);
    return () => {
      active = false;
      window.removeEventListener('online', replay);
    };
  }, [userId, waiting, queryClient, toast]);

  return null;
}
