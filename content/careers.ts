/**
 * SAMPLE CONTENT: open positions. California requires a pay range in every posting; the ranges
 * here are invented but typical for East Bay counter, cook, butcher and manager roles.
 */
import type { careerOpenings } from '@/lib/db/schema';

export type CareerOpeningContent = typeof careerOpenings.$inferInsert;

export const careerContent: CareerOpeningContent[] = [
  {
    id: 'job_counter_concord', position: 'Counter Team Member', employmentType: 'Part-time', locationId: 'loc_concord', locationLabel: 'Concord',
    salaryMin: 1850, salaryMax: 2200, salaryUnit: 'HOUR', applyUrl: 'https://jobs.example.com/apply/counter-concord', datePosted: '2026-11-02',
    description: 'Greet guests, take orders and build sandwiches at our Concord shop.',
    responsibilities: ['Take orders at the counter and by phone', 'Build sandwiches and salads to our recipes', 'Keep the dining room clean and stocked'],
    qualifications: ['Friendly and dependable', 'Food handler card within 30 days of hire', 'Available weekends'], sortOrder: 0,
  },
  {
    id: 'job_pit_cook_pleasant_hill', position: 'BBQ Pit Cook', employmentType: 'Full-time', locationId: 'loc_pleasant_hill', locationLabel: 'Pleasant Hill',
    salaryMin: 2000, salaryMax: 2500, salaryUnit: 'HOUR', applyUrl: 'https://jobs.example.com/apply/pit-cook-pleasant-hill', datePosted: '2026-10-28',
    description: 'Run the smoker and the grill: ball tip, tri-tip, ribs and chicken.',
    responsibilities: ['Prepare, season and smoke meats', 'Follow food safety and temperature logs', 'Train new cooks on the pit'],
    qualifications: ['One year of kitchen experience', 'Able to lift 50 lb', 'Early mornings'], sortOrder: 1,
  },
  {
    id: 'job_butcher_walnut_creek', position: 'Butcher / Meat Cutter', employmentType: 'Full-time', locationId: 'loc_walnut_creek_parkside', locationLabel: 'Walnut Creek Parkside',
    salaryMin: 2200, salaryMax: 2650, salaryUnit: 'HOUR', applyUrl: 'https://jobs.example.com/apply/butcher-walnut-creek', datePosted: '2026-11-09',
    description: 'Cut, trim and marinate fresh meats for our butcher counter.',
    responsibilities: ['Break down primals into retail cuts', 'Prepare marinated meats', 'Help guests choose the right cut'],
    qualifications: ['Meat cutting experience preferred', 'Knife skills and care for safety'], sortOrder: 2,
  },
  {
    id: 'job_shift_lead_brentwood', position: 'Shift Lead', employmentType: 'Full-time', locationId: 'loc_brentwood', locationLabel: 'Brentwood',
    salaryMin: 2100, salaryMax: 2400, salaryUnit: 'HOUR', applyUrl: 'https://jobs.example.com/apply/shift-lead-brentwood', datePosted: '2026-11-12',
    description: 'Lead the team on the floor and make every guest leave happy (and full).',
    responsibilities: ['Run shifts and breaks', 'Open and close the shop', 'Handle guest questions and catering pickups'],
    qualifications: ['One year of restaurant leadership', 'Open availability'], sortOrder: 3,
  },
  {
    id: 'job_catering_driver', position: 'Catering Driver', employmentType: 'Part-time', locationId: null, locationLabel: 'Concord (Catering Office)',
    salaryMin: 1900, salaryMax: 2100, salaryUnit: 'HOUR', applyUrl: 'https://jobs.example.com/apply/catering-driver', datePosted: '2026-11-15',
    description: 'Deliver and set up catering orders across the East Bay.',
    responsibilities: ['Load, deliver and set up catering orders', 'Greet event hosts and check orders'],
    qualifications: ['Valid California driver license and clean record', 'Able to lift 40 lb'], sortOrder: 4,
  },
  {
    id: 'job_general_manager', position: 'Restaurant General Manager', employmentType: 'Full-time', locationId: 'loc_hercules', locationLabel: 'Hercules',
    salaryMin: 6500000, salaryMax: 7800000, salaryUnit: 'YEAR', applyUrl: 'https://jobs.example.com/apply/general-manager-hercules', datePosted: '2026-11-05',
    description: 'Run the Hercules shop: people, guests, food quality and numbers.',
    responsibilities: ['Hire, train and schedule the team', 'Own food quality and guest experience', 'Manage inventory, labor and sales'],
    qualifications: ['Three years of restaurant management', 'ServSafe Manager certification'], sortOrder: 5,
  },
];
