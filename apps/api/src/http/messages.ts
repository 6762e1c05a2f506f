/**
 * Lithuanian texts only the API says. Texts the web also shows live in the contract's catalogue
 * (errorMessages, validationMessages); keep both as catalogues, not literals in code.
 */
export const apiMessages = {
  malformedBody: 'Netinkamas užklausos turinys: nepavyko perskaityti JSON.',
  badRequest: 'Netinkama užklausa.',
  payloadTooLarge: 'Užklausa ar failas per didelis.',
  unsupportedMediaType: 'Nepalaikomas užklausos turinio tipas.',
  methodNotAllowed: 'Šis veiksmas negalimas.',
} as const;
