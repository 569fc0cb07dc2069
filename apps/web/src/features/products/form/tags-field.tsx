import { formatTags, parseTags } from '@shop/contract';
import { useState } from 'react';
import { Field } from './form-field.tsx';

interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags typed as 'tag1/tag2/tag3'; the text stays as typed while the list is kept parsed. */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  const [text, setText] = useState(() => formatTags(value));
  return (
    <Field label="Tags" hint="Separate tags with a slash: tag1/tag2/tag3" error={error}>
      {(props) => (
        <input
          {...props}
          type="text"
          className="input w-full"
          value={text}
          placeholder="reverse osmosis/under-sink/5-stage"
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseTags(event.target.value));
          }}
        />
      )}
    </Field>
  );
}
