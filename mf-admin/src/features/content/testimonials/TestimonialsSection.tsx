import { ADMIN_API } from '@basera/shared/rules';
import { Box, Button, Stack, Typography } from '@basera/shared/ui';
import { Avatar } from '@basera/shared/ui-more';
import { useState } from 'react';
import { deleteTestimonial } from '../api/deleteTestimonial';
import { useTestimonials } from '../api/getTestimonials';
import { useRefresh } from '../api/swr';
import type { AdminTestimonial } from '../api/types';
import { updateTestimonial } from '../api/updateTestimonial';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListPages, ListState } from '../components/ListState';
import { OrderedRow } from '../components/OrderedRow';
import { SectionBar } from '../components/SectionBar';
import { useOrderedActions } from '../components/useOrderedActions';
import { TestimonialDialog } from './TestimonialDialog';

/** "What People Say" on the home page: add, edit, move, show / hide, delete. */
export function TestimonialsSection() {
  const [page, setPage] = useState(1);
  const list = useTestimonials(page);
  const refresh = useRefresh(ADMIN_API.testimonials);
  const actions = useOrderedActions({
    kind: 'testimonials',
    noun: 'Testimonial',
    update: updateTestimonial,
    remove: deleteTestimonial,
    refresh,
  });
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);

  return (
    <section aria-labelledby="testimonials-heading">
      <SectionBar
        id="testimonials-heading"
        title="Testimonials"
        hint={'"What People Say" on the home page, in this order.'}
        action={
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add testimonial
          </Button>
        }
      />
      <ListState {...list} empty="No testimonials yet." count={list.items.length} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((person, index) => (
          <OrderedRow
            key={person.id}
            label={person.name}
            active={person.active}
            first={index === 0}
            last={index === list.items.length - 1}
            busy={actions.busy === person.id}
            onMove={(step) => void actions.move(list.items, index, step)}
            onEdit={() => setEditing(person)}
            onToggle={() => void actions.toggle(person)}
            onDelete={() => setDeleting(person)}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Avatar
                src={person.image_url ?? undefined}
                alt=""
                sx={{ width: 48, height: 48 }}
                slotProps={{ img: { width: 48, height: 48, loading: 'lazy' } }}
              >
                {person.name.charAt(0)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{person.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {person.designation}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    mt: 0.5,
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  “{person.say}”
                </Typography>
              </Box>
            </Stack>
          </OrderedRow>
        ))}
      </Stack>
      <ListPages page={page} total={list.total} perPage={list.perPage} onChange={setPage} />
      <TestimonialDialog
        open={adding || editing !== null}
        testimonial={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this testimonial?"
        text={`${deleting?.name ?? ''}'s testimonial will leave the home page.`}
        action="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={async () => (deleting ? actions.remove(deleting) : false)}
      />
    </section>
  );
}
