/**
 * The editor toolbar's texts (server/render/editor-toolbar.tsx), per language. Only signed-in
 * editors and admins ever get them; the words follow the editor's own (site/editor-kit/editor-i18n.ts).
 */
import type { Language } from '../../domain/languages.js';

export interface EditorToolbarStrings {
  /** The toolbar's landmark name for screen readers. */
  label: string;
  signedInAs: string;
  roleNames: { editor: string; admin: string };
  published: string;
  /** Shown when the page's draft holds changes visitors do not see yet. */
  draftPending: string;
  editPage: string;
  versions: string;
  signOut: string;
  /** A version's preview (server/render/version-preview.ts): which version, and whether visitors see it. */
  previewOf: string;
  previewLive: string;
  previewNotLive: string;
  backToVersions: string;
}

const en: EditorToolbarStrings = {
  label: 'Editor toolbar',
  signedInAs: 'Signed in as',
  roleNames: { editor: 'Editor', admin: 'Admin' },
  published: 'Published',
  draftPending: 'The draft has changes that are not published yet',
  editPage: 'Edit this page',
  versions: 'Page versions',
  signOut: 'Sign out',
  previewOf: 'Preview of version {{number}}',
  previewLive: 'Visitors see this version',
  previewNotLive: 'Visitors do not see this version',
  backToVersions: 'Back to the versions',
};

const ku: EditorToolbarStrings = {
  label: 'ئامرازەکانی دەستکاریکەر',
  signedInAs: 'چوویتە ژوورەوە وەک',
  roleNames: { editor: 'دەستکاریکەر', admin: 'بەڕێوەبەر' },
  published: 'بڵاوکراوەتەوە',
  draftPending: 'ڕەشنووسەکە گۆڕانکاریی تێدایە کە هێشتا بڵاو نەکراوەتەوە',
  editPage: 'دەستکاریکردنی ئەم پەڕەیە',
  versions: 'وەشانەکانی پەڕە',
  signOut: 'چوونەدەرەوە',
  previewOf: 'پێشبینینی وەشانی {{number}}',
  previewLive: 'سەردانکەران ئەم وەشانە دەبینن',
  previewNotLive: 'سەردانکەران ئەم وەشانە نابینن',
  backToVersions: 'گەڕانەوە بۆ وەشانەکان',
};

const ar: EditorToolbarStrings = {
  label: 'شريط أدوات المحرر',
  signedInAs: 'تم تسجيل الدخول باسم',
  roleNames: { editor: 'محرر', admin: 'مدير' },
  published: 'منشورة',
  draftPending: 'في المسودة تغييرات لم تُنشر بعد',
  editPage: 'تحرير هذه الصفحة',
  versions: 'إصدارات الصفحة',
  signOut: 'تسجيل الخروج',
  previewOf: 'معاينة الإصدار {{number}}',
  previewLive: 'يرى الزوار هذا الإصدار',
  previewNotLive: 'لا يرى الزوار هذا الإصدار',
  backToVersions: 'العودة إلى الإصدارات',
};

const STRINGS: Record<Language, EditorToolbarStrings> = { ku, en, ar };

export function editorToolbarStrings(language: Language): EditorToolbarStrings {
  return STRINGS[language];
}
