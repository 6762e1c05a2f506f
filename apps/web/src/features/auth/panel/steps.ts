import { ta } from '../../../messages/account.ts';

/** The account panel's steps (PRODUCT.md §2 'Account panel'). */
export type PanelStep =
  | 'empty'
  | 'login'
  | 'afterLogin'
  | 'register'
  | 'afterRegister'
  | 'resetPassword'
  | 'recoveryLogin'
  | 'afterRecoveryLogin'
  | 'logged';

/** Where a panel may be asked to start: the toolbar's two account-menu items and the two pages. */
export type StartStep = 'login' | 'register';

export const stepTitles: Record<PanelStep, string> = {
  empty: '',
  login: ta.titles.login,
  afterLogin: ta.titles.login,
  register: ta.titles.register,
  afterRegister: ta.titles.register,
  resetPassword: ta.titles.resetPassword,
  recoveryLogin: ta.titles.recoveryLogin,
  afterRecoveryLogin: ta.titles.afterRecoveryLogin,
  logged: ta.titles.logged,
};

/** What happened in the panel; the transitions of PRODUCT.md §4 'Panel steps'. */
export type PanelEvent =
  | 'signedIn'
  | 'registered'
  | 'toRegister'
  | 'toLogin'
  | 'forgotPassword'
  | 'codeSent'
  | 'back'
  | 'recoverySignedIn'
  | 'passwordDone'
  | 'showAccount'
  | 'loggedOut';

const transitions: Partial<Record<PanelStep, Partial<Record<PanelEvent, PanelStep>>>> = {
  login: { signedIn: 'afterLogin', toRegister: 'register', forgotPassword: 'resetPassword' },
  register: { registered: 'afterRegister', toLogin: 'login', signedIn: 'afterLogin' },
  resetPassword: { codeSent: 'recoveryLogin', back: 'login' },
  recoveryLogin: { recoverySignedIn: 'afterRecoveryLogin', back: 'resetPassword' },
  afterRecoveryLogin: { passwordDone: 'logged' },
  afterLogin: { showAccount: 'logged' },
  afterRegister: { showAccount: 'logged' },
};

/** The next step, or the same one when the event does not apply there. Logout returns to login from anywhere. */
export function nextStep(step: PanelStep, event: PanelEvent): PanelStep {
  if (event === 'loggedOut') return 'login';
  return transitions[step]?.[event] ?? step;
}

/**
 * The step a panel opens on: 'empty' (a spinner) while the first profile fetch runs or while a dialog
 * is closed, the account when someone is signed in, else the requested form.
 */
export function initialStep(options: { visible: boolean; authPending: boolean; signedIn: boolean; start: StartStep }) {
  if (!options.visible || options.authPending) return 'empty' as const;
  return options.signedIn ? ('logged' as const) : options.start;
}

/** Steps that only make sense for a signed-in user: losing the user there means back to login. */
export const signedInSteps: ReadonlySet<PanelStep> = new Set([
  'afterLogin',
  'afterRegister',
  'afterRecoveryLogin',
  'logged',
]);
