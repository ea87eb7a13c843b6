import { Field } from '../../../../components/ui/field.tsx';
import type { useSearchBox } from './use-search-box.ts';

/**
 * The search box above a list the server filters (the leads inbox, the content tabs): types freely,
 * asks the server once typing pauses (`useSearchBox`), or at once on Enter.
 */
export function SearchBoxField({
  search,
  label,
  placeholder,
  className,
}: {
  search: ReturnType<typeof useSearchBox>;
  label: string;
  placeholder: string;
  className?: string;
}) {
  return (
    <Field
      ref={search.ref}
      className={className}
      label={label}
      type="search"
      value={search.typed}
      placeholder={placeholder}
      autoComplete="off"
      maxLength={200}
      onChange={(event) => search.setTyped(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.commitNow();
      }}
    />
  );
}
