/**
 * The profile-completion modal of the home page (spec-1 §2, §4): for signed-in users whose
 * profile lacks first name, last name or phone, at most once every 7 days.
 * (Filled by the sign-in and profile feature.)
 */
export function ProfileCompletionModal() {
  return null;
}
