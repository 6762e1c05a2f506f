// An account's row and its identifiers, passwords and DTO: what signing in (auth, http/session.ts), the
// administration (users) and the modules that name people share. It depends on no module that has routes.
