/** The English copy under a translated notice text; always left-to-right. */
export function EnglishLine({ text, as: Tag = 'p' }: { text: string | null; as?: 'p' | 'h2' }) {
  if (!text) return null;
  return (
    <Tag lang="en" dir="ltr" style={{ margin: '4px 0 0', color: 'var(--c-muted)', fontSize: Tag === 'h2' ? 16 : 14, fontWeight: Tag === 'h2' ? 600 : 400 }}>
      {text}
    </Tag>
  );
}
