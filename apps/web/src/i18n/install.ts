// The install prompt (app/install-prompt.tsx), loaded only when there is an installation to
// offer: its texts are not part of every page's script.

export const heInstall = {
  iosTitle: 'הוסף למסך הבית',
  iosText: 'כך מוסיפים את גלים למסך הבית, לפתיחה מהירה כמו כל אפליקציה:',
  iosShareStep: 'הקישו על "שיתוף" בסרגל של Safari',
  iosAddStep: 'גללו ובחרו "הוספה למסך הבית"',
  iosConfirmStep: 'הקישו על "הוספה"',
  title: 'התקן את האפליקציה',
  text: 'התקן את האפליקציה לשימוש מהיר ונוח!',
  install: 'התקן עכשיו',
  close: 'סגור',
} as const;
