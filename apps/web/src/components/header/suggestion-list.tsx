import { formatUsd, type SearchSuggestions } from '@shop/contract';
import { ProductImage } from '../product-image.tsx';

interface SuggestionListProps {
  id: string;
  suggestions: SearchSuggestions;
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
}

const OPTION_CLASS = 'flex cursor-pointer items-center gap-3 rounded-field px-2 py-1.5';

/** The combobox's popup: products (image, name, price), then the categories that match. */
export function SuggestionList({
  id,
  suggestions,
  activeIndex,
  optionId,
  onPick,
}: SuggestionListProps) {
  const { products, categories } = suggestions;
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === activeIndex,
    className: `${OPTION_CLASS} ${index === activeIndex ? 'bg-base-200' : 'hover:bg-base-200'}`,
    // Keeps focus in the input, so the click does not close the list first.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: () => onPick(index),
  });

  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
    >
      {products.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: ARIA groups a listbox's options so
        <ul role="group" aria-label="Products">
          {products.map((product, index) => (
            <li key={product._id} {...optionProps(index)}>
              <ProductImage
                src={product.imageUrl}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded"
              />
              <span className="flex-1 text-sm">{product.name}</span>
              <span className="text-sm font-semibold text-primary">{formatUsd(product.price)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {categories.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: ARIA groups a listbox's options so
        <ul role="group" aria-label="Categories" className="mt-1 border-t border-base-300 pt-1">
          {categories.map((category, offset) => (
            <li key={category.path} {...optionProps(products.length + offset)}>
              <span className="text-sm">
                All in <strong>{category.label}</strong>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
