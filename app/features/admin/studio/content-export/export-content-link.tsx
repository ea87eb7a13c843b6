import { Download } from 'lucide-react';
import { contentExportApi } from '#shared/api/addresses/content.ts';
import { apiHref } from '../../../../lib/api-client.ts';
import { useMessages } from '../../shared/i18n/use-messages.ts';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { contentExportText } from './messages.ts';

/** `contentExportApi.download`; the answer names the file (`atelier-content-<day>.json`). */
const CONTENT_EXPORT_HREF = apiHref(contentExportApi.download);

/**
 * 'Export content': a plain download link, so the browser saves the file itself, with no script
 * holding it in memory. Only for admins (D14); the caller decides whether to show it.
 */
export function ExportContentLink() {
  const t = useMessages(contentExportText);
  return (
    <a href={CONTENT_EXPORT_HREF} download title={t('exportHint')} className={buttonClass('secondary')}>
      <Download className="size-4" aria-hidden="true" />
      {t('exportContent')}
    </a>
  );
}
