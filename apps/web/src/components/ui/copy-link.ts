import { useToast } from './toast';

/**
 * Copies a link; a toast says `copied`, or `failed` where the browser refuses the clipboard
 * (permissions, an insecure context), and the link stays where it can be selected.
 */
export function useCopyLink(copied: string, failed: string) {
  const toast = useToast();
  return async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
}
