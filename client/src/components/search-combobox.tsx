/**
 * A text field that searches as you type and offers the results in a dropdown. The parent
 * owns the text, the selection and the search; this only renders and wires the keyboard:
 * arrow keys move through the results, Enter picks one, Escape closes the list, and a screen
 * reader hears how many results arrived.
 */
import type { ReactNode, Ref } from 'react';
import { Combobox, Group, Loader, ScrollArea, Text, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import classes from './search-combobox.module.css';

/** Dropdown max height: 60 units of 0.25 rem (SPEC §9). */
const DROPDOWN_MAX_HEIGHT = '15rem';

interface SearchComboboxProps<T> {
  label: ReactNode;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (item: T) => void;
  results: readonly T[];
  /** The query the results answer, or null while there is none. */
  resultsQuery: string | null;
  isSearching: boolean;
  /** 'Found 1 movie matching "…"', 'Found N movies matching "…"' */
  header: (count: number, query: string) => string;
  noResults: string;
  keyOf: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  optionTestId: string;
  disabled?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  leftSection?: ReactNode;
  inputTestId?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function SearchCombobox<T>({
  label,
  placeholder,
  text,
  onTextChange,
  onSelect,
  results,
  resultsQuery,
  isSearching,
  header,
  noResults,
  keyOf,
  renderOption,
  optionTestId,
  disabled,
  error,
  description,
  leftSection,
  inputTestId,
  autoFocus,
  inputRef,
}: SearchComboboxProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const hasQuery = text.trim().length > 0;
  const listLabel = typeof label === 'string' ? label.replace(/:$/, '') : placeholder;
  const resultsStatus =
    !hasQuery || resultsQuery == null || isSearching
      ? ''
      : results.length > 0
        ? `${header(results.length, resultsQuery)}. Use the arrow keys to choose and Enter to pick.`
        : noResults;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const item = results.find((result) => keyOf(result) === key);
        if (item) onSelect(item);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          label={label}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          error={error}
          description={description}
          leftSection={leftSection}
          rightSection={isSearching ? <Loader size={16} /> : null}
          autoComplete="off"
          autoFocus={autoFocus}
          data-testid={inputTestId}
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => hasQuery && combobox.openDropdown()}
          onFocus={() => hasQuery && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!hasQuery || disabled}>
        {resultsQuery != null && results.length > 0 && (
          <Combobox.Header>
            <Text size="xs" c="dimmed">
              {header(results.length, resultsQuery)}
            </Text>
          </Combobox.Header>
        )}
        <Combobox.Options aria-label={listLabel}>
          <ScrollArea.Autosize mah={DROPDOWN_MAX_HEIGHT} type="auto">
            {results.map((item) => (
              <Combobox.Option
                value={keyOf(item)}
                key={keyOf(item)}
                className={classes.option}
                data-testid={optionTestId}
              >
                {renderOption(item)}
              </Combobox.Option>
            ))}
            {results.length === 0 &&
              (isSearching ? (
                <Combobox.Empty>
                  <Group gap="xs" justify="center">
                    <Loader size="xs" /> Searching...
                  </Group>
                </Combobox.Empty>
              ) : (
                resultsQuery != null && <Combobox.Empty>{noResults}</Combobox.Empty>
              ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
      <VisuallyHidden role="status" aria-live="polite">
        {resultsStatus}
      </VisuallyHidden>
    </Combobox>
  );
}
