import { ADMIN_API } from '@basera/shared/rules';
import { Button, Stack, Typography } from '@basera/shared/ui';
import { useState } from 'react';
import { deleteFaq } from '../api/deleteFaq';
import { useFaqs } from '../api/getFaqs';
import { useRefresh } from '../api/swr';
import type { AdminFaq } from '../api/types';
import { updateFaq } from '../api/updateFaq';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListPages, ListState } from '../components/ListState';
import { OrderedRow } from '../components/OrderedRow';
import { SectionBar } from '../components/SectionBar';
import { useOrderedActions } from '../components/useOrderedActions';
import { FaqDialog } from './FaqDialog';

/** The FAQ page's questions, in the order it shows them: add, edit, move, show / hide, delete. */
export function FaqsSection() {
  const [page, setPage] = useState(1);
  const list = useFaqs(page);
  const refresh = useRefresh(ADMIN_API.faqs);
  const actions = useOrderedActions({
    kind: 'faqs',
    noun: 'FAQ',
    update: updateFaq,
    remove: deleteFaq,
    refresh,
  });
  const [editing, setEditing] = useState<AdminFaq | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);

  return (
    <section aria-labelledby="faqs-heading">
      <SectionBar
        id="faqs-heading"
        title="FAQs"
        hint="Shown on /faq in this order; hidden ones stay here only."
        action={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add FAQ
          </Button>
        }
      />
      <ListState {...list} empty="No FAQs yet." count={list.items.length} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((faq, index) => (
          <OrderedRow
            key={faq.id}
            label={faq.question}
            active={faq.active}
            first={index === 0}
            last={index === list.items.length - 1}
            busy={actions.busy === faq.id}
            onMove={(step) => void actions.move(list.items, index, step)}
            onEdit={() => setEditing(faq)}
            onToggle={() => void actions.toggle(faq)}
            onDelete={() => setDeleting(faq)}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{faq.question}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {faq.answer}
            </Typography>
          </OrderedRow>
        ))}
      </Stack>
      <ListPages page={page} total={list.total} perPage={list.perPage} onChange={setPage} />
      <FaqDialog
        open={adding || editing !== null}
        faq={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this FAQ?"
        text={`"${deleting?.question ?? ''}" will be removed from the FAQ page.`}
        action="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={async () => (deleting ? actions.remove(deleting) : false)}
      />
    </section>
  );
}
