import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { isApiError } from '../../api/index.ts';
import { errorMessages, timings } from '../../lib/contract.ts';

type Schema = z.ZodType<FieldValues, FieldValues>;

export interface ZodForm<S extends Schema> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** General messages of the last failed request, shown above the buttons. */
  general: string[];
  setGeneral: (messages: string[]) => void;
  /** Spreads a failed request over the form: per-field messages under their fields, the rest as a list. */
  showError: (error: unknown) => void;
}

/**
 * A react-hook-form form validated by one of the contract's zod schemas (so the Lithuanian messages are
 * the API's own). Fields validate on blur and then, once touched or after a submit, 150 ms after typing
 * stops (PRODUCT.md §5 'Input is debounced 150 ms') rather than on every key.
 */
export function useZodForm<S extends Schema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  /** Fields that show their own messages; a server message for any other field joins the general list. */
  visibleFields: readonly string[] = Object.keys(defaultValues),
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const [general, setGeneral] = useState<string[]>([]);
  useDebouncedValidation(form);

  const showError = (error: unknown) => {
    if (!isApiError(error)) {
      console.error(error);
      setGeneral([errorMessages.clientOrServer]);
      return;
    }
    const placed: string[] = [];
    const rest: string[] = [];
    for (const [property, messages] of Object.entries(error.fieldErrors)) {
      if (visibleFields.includes(property)) {
        const path = property as Path<z.input<S>>;
        form.setError(path, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed.length === 0 });
        placed.push(...messages);
      } else {
        rest.push(...messages);
      }
    }
    // A general message already shown under a field, or ApiError's default beside field messages, is noise.
    const onlyDefault = error.messages.length === 1 && error.messages[0] === errorMessages.clientOrServer;
    const general = placed.length > 0 && onlyDefault ? [] : error.messages.filter((text) => !placed.includes(text));
    setGeneral([...general, ...rest]);
  };

  return { form, general, setGeneral, showError };
}

function useDebouncedValidation<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const state = form.getFieldState(name as Path<T>);
      if (!state.isTouched && !form.formState.isSubmitted && !state.error) return;
      clearTimeout(pending.get(name));
      pending.set(
        name,
        setTimeout(() => void form.trigger(name as Path<T>), timings.inputDebounceMs),
      );
    });
    return () => {
      subscription.unsubscribe();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [form]);
}
