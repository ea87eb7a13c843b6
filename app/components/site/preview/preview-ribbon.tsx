/**
 * The one mark a preview page adds to the item's page (issue 29): it is not public yet, and until
 * when this link shows it. Quiet and slim, so the page reads as it will once published.
 */
export function PreviewRibbon({ until }: { until: string }) {
  return (
    <div className="border-b border-stone bg-sand">
      <p className="mx-auto max-w-7xl px-5 py-2 text-center text-sm text-charcoal sm:px-8">
        <strong className="font-semibold">Preview — not yet public.</strong>{' '}
        <span className="text-muted">{`This link works until ${until}.`}</span>
      </p>
    </div>
  );
}
