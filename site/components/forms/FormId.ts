import { createContext, useContext } from 'react';

// A page may hold several forms (the property page has four): every field's id starts with its
// form's id, so labels, error slots and aria-describedby never point into another form.

export const FormIdContext = createContext('form');

/** The id of a field of the current form, from its name (`personA.lastName` → `…-personA-lastName`). */
export const useFieldId = (name: string) => `${useContext(FormIdContext)}-${name.replace(/\W+/g, '-')}`;
