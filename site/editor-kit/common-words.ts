/**
 * Words the editor's and admin's screens all say the same way, in ku / en / ar
 * (docs/glossary-ku.md). A screen's own table takes the ones it uses (`Pick<CommonWords, …>`) by
 * spreading this table first, and says anything of its own (a "Save footer") after it.
 */
import type { Language } from '../../domain/languages.js';

export interface CommonWords {
  save: string;
  cancel: string;
  edit: string;
  /** The delete button of a row; `remove` is the same word under the name the list screens use. */
  delete: string;
  remove: string;
  loading: string;
  saved: string;
  removed: string;
  /** The header of a table's column of row buttons. */
  actions: string;
  language: string;
  close: string;
}

export const COMMON_WORDS: Record<Language, CommonWords> = {
  en: {
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    remove: 'Delete',
    loading: 'Loading…',
    saved: 'Saved.',
    removed: 'Deleted.',
    actions: 'Actions',
    language: 'Language',
    close: 'Close',
  },
  ku: {
    save: 'پاشەکەوتکردن',
    cancel: 'هەڵوەشاندنەوە',
    edit: 'دەستکاری',
    delete: 'سڕینەوە',
    remove: 'سڕینەوە',
    loading: 'بارکردن…',
    saved: 'پاشەکەوت کرا.',
    removed: 'سڕایەوە.',
    actions: 'کردارەکان',
    language: 'زمان',
    close: 'داخستن',
  },
  ar: {
    save: 'حفظ',
    cancel: 'إلغاء',
    edit: 'تعديل',
    delete: 'حذف',
    remove: 'حذف',
    loading: 'جارٍ التحميل…',
    saved: 'تم الحفظ.',
    removed: 'تم الحذف.',
    actions: 'الإجراءات',
    language: 'اللغة',
    close: 'إغلاق',
  },
};
