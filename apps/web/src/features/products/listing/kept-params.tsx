import { linkedSearch } from '@shop/contract';
import { useSearchParams } from 'react-router';

/**
 * Hidden inputs carrying the URL's other params (the search term, the sort or the filters) into
 * a listing's GET form, so the URL it submits keeps them. The page always starts again at 1;
 * the search term is the one the listing searched (linkedSearch), not the link's raw one.
 */
export function KeptParams({ owned }: { owned: readonly string[] }) {
  const [params] = useSearchParams();
  const kept = [...params].flatMap(([key, value]) => {
    if (key === 'page' || owned.includes(key)) return [];
    const searched = key === 'q' ? linkedSearch(value).term : value;
    return searched === undefined ? [] : [[key, searched] as const];
  });
  return kept.map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
}

/**
 * The submit button of a listing's GET form when scripting is off. Before the app has started,
 * a change submits the form (public/start-after-paint.js); once it has, the app applies it.
 */
export function NoScriptSubmit({ label }: { label: string }) {
  return (
    <span className="noscript-only">
      <button type="submit" className="btn btn-sm btn-primary">
        {label}
      </button>
    </span>
  );
}
