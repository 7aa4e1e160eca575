import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { downloadExport } from '../../../lib/download.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useOnline } from '../../../offline/online.ts';

/**
 * A file the server streams (server/exports.ts: the catalogue, its template as a workbook), saved
 * as `name`; it needs the connection, and says so.
 */
export function ServerFileButton({
  href,
  storeId,
  query = {},
  name,
  label,
}: {
  href: string;
  storeId: string;
  /** More of the export's query: the location a catalogue's stock is counted at. */
  query?: Record<string, string>;
  name: () => string;
  label: string;
}) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(href, { storeId, ...query }, name());
    } catch (error) {
      toast.error(errorText(error, m.csvNeedsConnection()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={!online || busy}
      title={online ? undefined : m.csvNeedsConnection()}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
