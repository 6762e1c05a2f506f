// Its circle written as two arcs: one path per icon.
export const iconCategory = 'm12 2-5.5 9h11zM17.5 13a4.5 4.5 0 1 0 0 9 4.5 4.5 0 1 0 0-9M3 13.5h8v8H3z';
