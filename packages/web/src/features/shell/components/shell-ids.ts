/** Element ids of the shell's panel triggers: the panels hand focus back to them when they close. */
export const SHELL_IDS = {
  menuToggle: 'shell-menu-toggle',
  avatarButton: 'shell-avatar-button',
  sideMenu: 'shell-side-menu',
} as const;

/** Returns focus to a trigger after its panel closes (the triggers live outside the dialogs). */
export function focusTrigger(id: string, event: Event): void {
  const trigger = document.getElementById(id);
  if (!trigger) return;
  event.preventDefault();
  trigger.focus();
}
